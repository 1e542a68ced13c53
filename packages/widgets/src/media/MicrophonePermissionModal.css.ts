import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const body = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.6 });
