import { NORDIC_COUNTRIES } from '@/lib/register/constants';
import { buildCaspCountry, buildCaspList, buildChanges } from '@/lib/register/documents';
import type { RegisterState } from '@/lib/register/state';
import { caspCountrySchema, caspListSchema, registerChangesSchema } from '@/lib/schemas/register';
import { defineFamily, selfKeyed } from '../family';

/** `register` is SiteData's; the register job hands in its own state the same way. */
type RegisterData = { readonly register: RegisterState | null };

const ABSENT = 'no register data has been read yet (the register job publishes these files)';

function stateOf(data: RegisterData): RegisterState {
  if (!data.register) throw new Error('register documents need register data');
  return data.register;
}

/** ESMA's interim MiCA register as the daily register job publishes it. */
export const registerFamilies = [
  defineFamily({
    pattern: 'rules/casps.json',
    title: 'Crypto-asset service providers (register)',
    description:
      "Every crypto-asset service provider in ESMA's interim MiCA register with a Nordic home or a passport into a Nordic country: " +
      'home, supervisor, names, LEI, services a–j as codes and text, countries, dates. Not legal advice.',
    returns: 'CaspList',
    schema: caspListSchema,
    absentWhen: ABSENT,
    published: (data: RegisterData) => data.register !== null,
    build: (data: RegisterData, ctx) => buildCaspList(stateOf(data), ctx),
  }),
  defineFamily({
    pattern: 'rules/casps/{country}.json',
    title: 'Crypto-asset service providers of one country',
    description: "One Nordic country's firms in ESMA's interim MiCA register: licensed there (home) and passporting in, active and ended.",
    returns: 'CaspCountry',
    schema: caspCountrySchema,
    absentWhen: ABSENT,
    entries: (data: RegisterData) => (data.register ? selfKeyed(NORDIC_COUNTRIES) : []),
    build: (data: RegisterData, ctx, country) => buildCaspCountry(stateOf(data), ctx, country),
  }),
  defineFamily({
    pattern: 'rules/changes.json',
    title: 'Register changes',
    description:
      'Firms added to, withdrawn from or changed in the register since the first run, with dates: an append-only history, newest first. ' +
      'Also as RSS per language: rules/changes-<lang>.xml.',
    returns: 'RegisterChanges',
    schema: registerChangesSchema,
    absentWhen: ABSENT,
    published: (data: RegisterData) => data.register !== null,
    build: (data: RegisterData, ctx) => buildChanges(stateOf(data), ctx),
  }),
];
