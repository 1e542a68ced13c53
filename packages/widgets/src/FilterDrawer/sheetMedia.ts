/**
 * Viewports where the drawer is a bottom sheet (spec 9: 1050px, LIMITS.drawerBreakpointPx). A literal
 * because the .css.ts file that also reads it is evaluated at build time, apart from core.
 */
export const SHEET_MEDIA = '(max-width: 1050px)';
