// Every API route's row in the role matrix, one file per domain. A new domain adds its file here.
import { authRoutes } from './auth.ts';
import type { MatrixRoute } from './types.ts';

export const ROUTES: MatrixRoute[] = [...authRoutes];
