import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { breadcrumbs, practicePath, skills, tasksOf, variantOf } from '@pte-kit/core';
import { commonMessages, PremiumStatus, useLocale, useT } from '@pte-kit/widgets';
import { useApp } from '../appContext';
import { useRouterNavigate, useSignedInPage } from '../pageHooks';
import { chooseLocale, LanguageSwitch } from '../i18n/hostLocale';
import { crumbLabel, shellMessages } from '../i18n/messages';
import { paymentMessages } from '../pages/paymentMessages';
import { bookPageMessages } from '../i18n/bookMessages';
import { mockTestPageMessages } from '../i18n/mockTestMessages';
import { DashboardPromoBanner, PaymentOutcome } from './PaymentOutcome';
import * as styles from './layout.css';

function useDismiss(open: boolean, close: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => ref.current && !ref.current.contains(event.target as Node) && close();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return ref;
}

/** The signed-in shell: navigation (Dashboard, PTE Practice, Blog), user menu and breadcrumbs. */
export function DashboardLayout() {
  const { auth, client, user, setUser, toast } = useApp();
  const t = useT(shellMessages);
  const tc = useT(commonMessages);
  const tp = useT(paymentMessages);
  const tb = useT(bookPageMessages);
  const tm = useT(mockTestPageMessages);
  const i18n = useLocale();
  const location = useLocation();
  const onNavigate = useRouterNavigate();
  const [practiceOpen, setPracticeOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const practiceRef = useDismiss(practiceOpen, () => setPracticeOpen(false));
  const userRef = useDismiss(userOpen, () => setUserOpen(false));
  // Phones: the navigation folds behind one button (layout.css hides it below the breakpoint unless open).
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const navButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeNav = (returnFocus: boolean) => {
    setNavOpen(false);
    setPracticeOpen(false);
    if (returnFocus) navButton.current?.focus();
  };
  const navWrapRef = useDismiss(navOpen, () => closeNav(false));
  // The shell mounts once per sign-in.
  const signedIn = useSignedInPage();

  useEffect(() => {
    setPracticeOpen(false);
    setUserOpen(false);
    setNavOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    // Opened from the menu button: focus moves into the navigation, so a keyboard or screen reader user lands in it.
    if (navOpen) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [navOpen]);

  if (!signedIn || !user) return <p className={styles.loading}>{t('loadingPractice')}</p>;

  const variant = variantOf(user.profile.pteType);
  const crumbs = breadcrumbs(location.pathname);

  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Link to="/dashboard" className={styles.brand} lang="en">PTE Practice</Link>
        <div className={styles.navWrap} ref={navWrapRef}>
          <button
            ref={navButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={navOpen}
            aria-controls={navId}
            onClick={() => (navOpen ? closeNav(false) : setNavOpen(true))}
          >
            <span aria-hidden="true" className={styles.menuIcon}>{navOpen ? '✕' : '☰'}</span>
            {t('menu')}
          </button>
          <nav
            id={navId}
            ref={navRef}
            aria-label={t('mainNav')}
            className={styles.nav}
            data-open={navOpen || undefined}
            onClick={(event) => {
              // Choosing a link closes the folded menu, also when it leads to the page already open.
              if (navOpen && (event.target as Element).closest('a')) closeNav(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && navOpen) {
                event.stopPropagation();
                closeNav(true);
              }
            }}
          >
            <NavLink to="/dashboard" end className={styles.navLink}>{t('dashboard')}</NavLink>
            <div className={styles.menuWrap} ref={practiceRef}>
              <button type="button" className={styles.navLink} aria-expanded={practiceOpen} aria-haspopup="true" onClick={() => setPracticeOpen((open) => !open)}>
                {t('practice')} ▾
              </button>
              {practiceOpen ? (
                <div className={`${styles.menu} ${styles.navMenu}`} role="group" aria-label={t('practiceTasks')}>
                  {skills.map((skill) => (
                    <div key={skill}>
                      <p className={styles.menuGroupTitle}>{tc(skill)}</p>
                      {tasksOf(skill, variant).map((task) => (
                        <Link key={task.key} to={practicePath(task)} className={styles.menuItem}>{task.name}</Link>
                      ))}
                    </div>
                  ))}
                </div>
              ) : null}
            </div>
            <NavLink to="/dashboard/mock-tests" className={styles.navLink}>{tm('nav')}</NavLink>
            {/* The external blog (BLOG_URL on the server, served in /api/config); it opens beside the practice. */}
            {auth.config.blogUrl ? (
              <a href={auth.config.blogUrl} className={styles.navLink} target="_blank" rel="noopener noreferrer" aria-label={t('blogNewTab')}>
                {t('blog')} <span aria-hidden="true" className={styles.mirrorInRtl}>↗</span>
              </a>
            ) : null}
          </nav>
        </div>
        <div className={styles.menuWrap} ref={userRef}>
          <button type="button" className={styles.userButton} aria-expanded={userOpen} aria-haspopup="true" onClick={() => setUserOpen((open) => !open)}>
            {/* The uploaded picture (the server's re-encoded copy), else the nickname's first letter; the name beside it is the label. */}
            {user.profile.avatar
              ? <img className={styles.avatar} src={user.profile.avatar} alt="" width={32} height={32} />
              : <span className={styles.avatar} aria-hidden="true">{user.profile.nickname.slice(0, 1).toUpperCase()}</span>}
            <span className={styles.userName}>{user.profile.nickname}</span>
          </button>
          {userOpen ? (
            <div className={`${styles.menu} ${styles.menuRight}`}>
              {/* The plan first: PREMIUM with its days left, or Trial with Upgrade (through the router, no reload). */}
              <PremiumStatus
                profile={user.profile}
                onNavigate={onNavigate}
              />
              <Link to="/dashboard" className={styles.menuItem}>{t('dashboard')}</Link>
              <Link to="/dashboard/profile" className={styles.menuItem}>{t('profile')}</Link>
              <Link to="/dashboard/microphone-setup" state={{ from: location.pathname + location.search }} className={styles.menuItem}>{t('microphone')}</Link>
              <Link to="/dashboard/purchase-history" className={styles.menuItem}>{tp('menuPurchaseHistory')}</Link>
              <Link to="/dashboard/vocab-book" className={styles.menuItem}>{tb('vocabBook')}</Link>
              <Link to="/dashboard/pronunciation-book" className={styles.menuItem}>{tb('pronunciationBook')}</Link>
              <Link to="/dashboard/spelling-book" className={styles.menuItem}>{tb('spellingBook')}</Link>
              <Link to="/dashboard/notes" className={styles.menuItem}>{tb('notes')}</Link>
              <button type="button" className={styles.menuItem} onClick={() => void auth.logout()}>{t('signOut')}</button>
              <LanguageSwitch
                className={styles.languageSwitch}
                itemClassName={styles.languageOption}
                onChoose={(next) => void chooseLocale(i18n, next, { client, setUser, onError: (reason) => toast('error', t('languageNotSaved', { reason })) })}
              />
            </div>
          ) : null}
        </div>
      </header>
      <main className={styles.main}>
        <PaymentOutcome />
        <DashboardPromoBanner />
        {crumbs.length ? (
          <nav aria-label={t('breadcrumb')}>
            <ol className={styles.crumbs}>
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className={index ? styles.crumbSeparator : undefined}>
                  {crumb.href ? <Link to={crumb.href}>{crumbLabel(crumb.label, i18n)}</Link> : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumbLabel(crumb.label, i18n)}</span>}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {/* The page's own chunk loads under the header and breadcrumb, which stay. */}
        <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
