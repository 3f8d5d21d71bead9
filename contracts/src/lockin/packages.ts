import { z } from 'zod';
import { PACKAGE_NAMES } from './package-catalog';

export const PackageName = z.enum(PACKAGE_NAMES);
export type PackageName = z.infer<typeof PackageName>;
