import { InlineScript } from '@/components/site/inline-script';
import { fmt } from '@/lib/i18n/fmt';
import type { Locale } from '@/lib/i18n/locales';
import { CURRENCY_CHOICES, DEFAULT_CURRENCY, UNQUOTED_CURRENCY } from '@/lib/pages/reader-currency';
import type { Labels } from './market-figures';

/**
 * The reader's currency switch (lib/pages/reader-currency.ts): radio buttons, so it works without
 * a script; the stylesheet shows the figures of the checked currency (`data-currency` on each,
 * styles/currency.css). The language's default starts checked; the inline script right after it
 * checks `?cur=` or the kept choice before the figures below are painted.
 */
export function CurrencyChoice({ lang, labels, offered }: { lang: Locale; labels: Labels; offered?: readonly string[] }) {
  const unquoted = UNQUOTED_CURRENCY[lang];
  const choices = CURRENCY_CHOICES.filter((choice) => choice === 'all' || !offered || offered.includes(choice));
  return (
    <>
      <fieldset className="currency-choice">
        <legend className="visually-hidden">{labels.filterQuote}</legend>
        {choices.map((choice) => (
          <label key={choice}>
            <input type="radio" name="cur" value={choice} defaultChecked={choice === DEFAULT_CURRENCY[lang]} />
            {choice === 'all' ? labels.allQuotes : choice}
          </label>
        ))}
      </fieldset>
      {unquoted ? <p className="note currency-unquoted">{fmt(labels.currencyUnquoted, { currency: unquoted })}</p> : null}
      <InlineScript name="currency" />
    </>
  );
}
