/**
 * Checks what a reader types into "Your values". Pure: unit-tested in value-check.test.ts.
 */
import type {VarInfo} from '../../api-model';

/**
 * Characters a value may have. Every sample language takes these as they are, in a URL, a quoted string or a
 * shell word, so a value is written into the samples without escaping.
 */
export const SAFE_VALUE = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * What is wrong with a value the reader typed, in words, or nothing. `blocking`: the value is not used (the
 * samples would not be valid code with it); otherwise it is used and the message is a warning.
 */
export function checkValue(info: VarInfo, value: string): {message: string; blocking: boolean} | undefined {
  if (value === '') return undefined;
  if (!SAFE_VALUE.test(value)) {
    return {
      blocking: true,
      message:
        value.length > 200
          ? `Too long: ${value.length} characters, at most 200.`
          : `Use only letters, digits, “_”, “-” and “.”: ${info.label === 'API key' ? 'API keys' : 'IDs'} have no other characters. Not used until then.`,
    };
  }
  if (info.pattern && !new RegExp(info.pattern).test(value)) {
    const what = info.secret
      ? 'an API key: keys start with sk_live_ or sk_test_'
      : `a ${info.label.replace(/ ID$/, '').toLowerCase()} ID (for example ${info.example})`;
    return {blocking: false, message: `This does not look like ${what}. It is used as you typed it.`};
  }
  return undefined;
}
