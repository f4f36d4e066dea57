import { fmt } from './fmt';

/** A message with one form per plural category of the language (`Intl.PluralRules`): "1 träff", "2 träffar". */
export interface PluralForms {
  readonly one?: string;
  readonly other: string;
}

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The form `count` takes in `locale` (a BCP 47 tag), with `{count}` and the other placeholders filled. */
export function plural(locale: string, count: number, forms: PluralForms, values: Readonly<Record<string, string | number>> = {}): string {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  const category = rules.select(count);
  const form = category === 'one' && forms.one !== undefined ? forms.one : forms.other;
  return fmt(form, { ...values, count });
}
