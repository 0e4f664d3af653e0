import { uniqueEmail } from './factories.ts';

export const newAccount = () => ({
  email: uniqueEmail('new'),
  password: 'a-long-password',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  acceptTerms: true,
  ageGroup: 'adult' as const,
});
/** An account as the sign-up form posts it: a ticked checkbox sends its value. */
export const asForm = (account: ReturnType<typeof newAccount>) => ({ ...account, acceptTerms: 'true' });
