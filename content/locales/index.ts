/** Every locale's messages by its code: content/config.ts's `i18n`, and components that render once per language (through `<Static>`). */
import { en, type Messages } from './en';
import { hi } from './hi';
import { te } from './te';

export const messagesByLocale = { en, te, hi } satisfies Record<string, Messages>;

/** The messages of `locale`, one of the site's codes. */
export function messagesOf(locale: string): Messages {
  const messages = (messagesByLocale as Record<string, Messages>)[locale];
  if (!messages)
    throw new Error(
      `No messages for the locale "${locale}": the site has ${Object.keys(messagesByLocale).join(', ')} (content/locales/index.ts).`,
    );
  return messages;
}
