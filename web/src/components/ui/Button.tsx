import type { ButtonHTMLAttributes } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './styles.ts';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

/** A button that is never an accidental submit: `type` defaults to "button". */
export function Button({ variant = 'primary', type = 'button', className = '', ...props }: ButtonProps) {
  const base = variant === 'primary' ? PRIMARY_BUTTON : SECONDARY_BUTTON;
  return <button type={type} className={`${base} ${className}`} {...props} />;
}
