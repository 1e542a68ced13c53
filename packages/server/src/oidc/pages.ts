const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export { escapeHtml };

const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5fb; color: #1c2333; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 32px;
         box-shadow: 0 10px 30px rgba(28, 35, 51, .08); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  p.lead { margin: 0 0 24px; color: #5b6478; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input, select { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid #c9cfdc; border-radius: 8px; font: inherit; }
  input:focus, select:focus { outline: 3px solid #b9c8ff; border-color: #3056d3; }
  button { margin-top: 24px; width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #3056d3; color: #fff;
           font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: #2446b5; }
  .error { background: #fdecec; color: #a11a1a; border-radius: 8px; padding: 10px 12px; margin-bottom: 8px; }
  .alt { margin-top: 20px; text-align: center; color: #5b6478; }
  .hint { margin: 6px 0 0; font-size: .875rem; color: #5b6478; }
  a { color: #3056d3; }
  .brand { font-weight: 800; color: #3056d3; letter-spacing: .02em; margin-bottom: 16px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PTE Practice</title><style>${styles}</style></head><body><main>
<div class="brand">PTE Practice</div>${body}</main></body></html>`;
}

export function signInPage(options: { action: string; signUpHref: string; email?: string; error?: string }): string {
  return page('Sign in', `
<h1>Sign in</h1><p class="lead">Welcome back. Sign in to continue your practice.</p>
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}" autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<p class="alt">New here? <a href="${escapeHtml(options.signUpHref)}">Create an account</a></p>`);
}

export interface SignUpValues {
  email?: string;
  nickname?: string;
  pteType?: string;
}

export function signUpPage(options: { action: string; signInHref: string; values?: SignUpValues; error?: string }): string {
  const values = options.values ?? {};
  const option = (value: string) =>
    `<option value="${value}"${values.pteType === value ? ' selected' : ''}>${value}</option>`;
  return page('Create an account', `
<h1>Create an account</h1><p class="lead">Start with a free trial: 5 AI-scored answers and unlimited objective practice.</p>
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}" autofocus>
  <label for="nickname">Nickname</label>
  <input id="nickname" name="nickname" autocomplete="nickname" required maxlength="60" value="${escapeHtml(values.nickname ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" aria-describedby="password-hint">
  <p class="hint" id="password-hint">At least 8 characters and hard to guess: three or four uncommon words work well.</p>
  <label for="pteType">Exam</label>
  <select id="pteType" name="pteType">${option('PTE Academic')}${option('PTE Core')}</select>
  <button type="submit">Create account</button>
</form>
<p class="alt">Already have an account? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>`);
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p><p><a href="/">Back to PTE Practice</a></p>`);
}
