import type { Messages } from '@/lib/i18n/messages';

/** Interface labels for codes that come from content (topics, countries, source types). */

export function topicLabel(m: Messages, topic: string): string {
  return Object.hasOwn(m.topics, topic) ? m.topics[topic as keyof Messages['topics']] : topic;
}

export function countryLabel(m: Messages, code: string): string {
  return Object.hasOwn(m.countries, code) ? m.countries[code as keyof Messages['countries']] : code;
}

export function sourceTypeLabel(m: Messages, type: string): string {
  return Object.hasOwn(m.sourceTypes, type) ? m.sourceTypes[type as keyof Messages['sourceTypes']] : type;
}
