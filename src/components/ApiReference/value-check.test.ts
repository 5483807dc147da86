import {describe, expect, test} from 'vitest';
import type {VarInfo} from '../../api-model';
import {checkValue} from './value-check';

const chatbot: VarInfo = {
  name: 'chatbot_id',
  label: 'Chatbot ID',
  example: 'bot_7Hq2mX9aLp',
  description: '',
  pattern: '^bot_[A-Za-z0-9]{10}$',
  secret: false,
};
const key: VarInfo = {
  name: 'api_key',
  label: 'API key',
  example: 'YOUR_API_KEY',
  description: '',
  pattern: '^sk_(live|test)_[A-Za-z0-9]+$',
  secret: true,
};

describe('your values', () => {
  test('a value every sample language takes as it is passes', () => {
    expect(checkValue(chatbot, 'bot_Zz9Yy8Xx7W')).toBeUndefined();
    expect(checkValue(key, 'sk_live_abc123')).toBeUndefined();
    expect(checkValue(chatbot, '')).toBeUndefined();
  });

  test('a character that would need escaping somewhere blocks the value, in words', () => {
    expect(checkValue(chatbot, "bot'1")).toEqual({
      blocking: true,
      message: 'Use only letters, digits, “_”, “-” and “.”: IDs have no other characters. Not used until then.',
    });
    expect(checkValue(key, 'sk live')?.message).toMatch(/API keys have no other characters/);
    expect(checkValue(chatbot, 'x'.repeat(201))).toEqual({
      blocking: true,
      message: 'Too long: 201 characters, at most 200.',
    });
  });

  test('a value of the wrong form is used, with a warning', () => {
    expect(checkValue(chatbot, 'bot_short')).toEqual({
      blocking: false,
      message: 'This does not look like a chatbot ID (for example bot_7Hq2mX9aLp). It is used as you typed it.',
    });
    expect(checkValue(key, 'pk_live_1')?.message).toBe(
      'This does not look like an API key: keys start with sk_live_ or sk_test_. It is used as you typed it.',
    );
  });
});
