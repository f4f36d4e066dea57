import { rulesSchema } from '@/lib/schemas/catalogues';
import { defineFamily } from '../family';
import { envelope } from '../types';

/** How EU crypto rules become national law per country; omitted while its page is a placeholder. */
export const rulesFamilies = [
  defineFamily({
    pattern: 'rules.json',
    title: 'Rules',
    description:
      'How EU crypto rules become national law in five countries; simplified, not legal advice. Omitted while its page is a placeholder.',
    returns: 'Rules',
    schema: rulesSchema,
    published: (data) => data.content.rules.state === 'published',
    build: (data, ctx) => {
      const rules = data.content.rules;
      if (rules.state !== 'published') throw new Error('rules.json is not published while its page is a placeholder');
      const { state: _state, ...body } = rules;
      return { ...envelope(ctx), available: true as const, ...body, note: 'Simplified; not legal advice.' };
    },
  }),
];
