import { Packages, type PackageName } from '@biz/contracts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@biz/ui-kit';
import type { ReactNode } from 'react';

export interface FormLinkProps {
  pkg: PackageName;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A call to action to the lead form. SPEC §2: every one is a full page load, so it is a plain link, not a
 * router Link.
 */
export function FormLink({ pkg, children, variant, size = 'lg', className }: FormLinkProps) {
  return (
    <a href={Packages[pkg].formPath} className={buttonClasses({ variant, size, className })}>
      {children}
    </a>
  );
}
