import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** The kit's one button. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')} {...props} />;
}
