import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@pte-kit/widgets';

globalStyle('html, body', { margin: 0, background: vars.color.surfaceAlt, color: vars.color.text, fontFamily: vars.font.body });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('a', { color: vars.color.brand });
