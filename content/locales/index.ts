/** Every locale's messages by its code, for components that render once per language (through `<Static>`). */
import { en, type Messages } from './en';
import { hi } from './hi';
import { te } from './te';

export const messagesByLocale: Record<string, Messages> = { en, te, hi };

/** The messages of `locale`, one of the site's codes. */
export function messagesOf(locale: string): Messages {
  const messages = messagesByLocale[locale];
  if (!messages) throw new Error(`No messages for the locale "${locale}": the site has ${Object.keys(messagesByLocale).join(', ')} (content/locales/index.ts).`);
  return messages;
}
