import type { ButtonHTMLAttributes } from 'react';

/** A full-width button in the theme's primary or secondary style. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
  const classes = ['ssl-btn', variant === 'secondary' ? 'ssl-btn-secondary' : '', className ?? ''].filter(Boolean).join(' ');
  return <button {...props} type={type} className={classes} />;
}

/** A text button that looks like a link. */
export function LinkButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button {...props} type={type} className={['ssl-link', className ?? ''].filter(Boolean).join(' ')} />;
}
