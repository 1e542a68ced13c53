import { Suspense, createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '../private/Skeleton';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n/LocaleProvider';
import { commonMessages } from '../i18n/messages';

/** A component whose code is fetched the first time it renders (or is preloaded), plus `preload()`. */
export type Deferred<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * `React.lazy` that renders at once when the code is already here: after `preload()` (the practice card preloads the
 * answer view of its task while the question loads) or a first use, a new question shows without a skeleton frame.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then((component) => (loaded = component), (reason) => {
      pending = undefined; // a failed chunk (offline) is asked again on the next render
      throw reason;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function DeferredComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(DeferredComponent, { preload });
}

/** Placeholder lines while an answer area's code loads; said once to screen readers. */
export function AnswerSkeleton() {
  // Common words, not the answer area's: this module is in every dashboard part (`Later`, `deferred`).
  const i18n = useLocale();
  const t = useT(commonMessages);
  return (
    <div>
      <VisuallyHidden as="p" role="status" lang={i18n.locale.value} dir={i18n.dir.value}>{t('loadingAnswer')}</VisuallyHidden>
      <Skeleton width="lg" />
      <Skeleton shape="block" />
    </div>
  );
}

/** A lazy part with a fallback that takes no room: parts around the question (tools, modals, lists) pop in. */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
