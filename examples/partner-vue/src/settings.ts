export interface PageSettings {
  /** The kit's API origin, e.g. https://practice.example.com; empty for the page's own origin. */
  apiBase: string;
  /** The learner's bearer token, when the address carries one. */
  token: string;
  /** The task the page practises: a catalogue key of @pte-kit/core. */
  task: string;
}

/**
 * Reads `?api=`, `?token=` and `?task=` and takes the token out of the address bar again, so it is not left in the
 * history or shared with the page's link.
 */
export function readSettings(location: Location): PageSettings {
  const params = new URLSearchParams(location.search);
  const settings = {
    apiBase: params.get('api') ?? '',
    token: params.get('token') ?? '',
    task: params.get('task') ?? 'reading.multipleChoiceSingleAnswer',
  };
  if (params.has('token')) {
    params.delete('token');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return settings;
}
