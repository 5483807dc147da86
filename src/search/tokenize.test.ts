import {describe, expect, it} from 'vitest';
import {indexTerms, keywordPhrase, termsOf, words} from './tokenize';

describe('termsOf', () => {
  it('keeps an identifier whole and gives its parts', () => {
    expect(termsOf('session_id')).toEqual({whole: 'session_id', parts: ['session', 'id']});
    expect(termsOf('lead.created')).toEqual({whole: 'lead.created', parts: ['lead', 'creat']});
  });

  it('splits camelCase operation IDs', () => {
    expect(termsOf('createChatSession')).toEqual({whole: 'createchatsession', parts: ['creat', 'chat', 'session']});
  });

  it('joins hyphenated prose words, so "handoff" and "hand-off" meet', () => {
    expect(termsOf('hand-off').whole).toBe('handoff');
    expect(termsOf('handoff').whole).toBe('handoff');
  });

  it('stems plain words and drops stop words', () => {
    expect(termsOf('Leads').whole).toBe('lead');
    expect(termsOf('leading').whole).toBe('lead');
    expect(termsOf('the').whole).toBeNull();
  });

  it('keeps numbers and status codes as they are', () => {
    expect(termsOf('401').whole).toBe('401');
  });

  it('gives British and American spellings one term, so a reader finds the page in either', () => {
    for (const [british, american] of [
      ['colour', 'color'],
      ['coloured', 'colored'],
      ['catalogue', 'catalog'],
      ['customise', 'customize'],
      ['organisation', 'organization'],
      ['synchronised', 'synchronized'],
      ['analyse', 'analyze'],
      ['centre', 'center'],
      ['licence', 'license'],
      ['favourite', 'favorite'],
      ['programme', 'program'],
      ['enrolment', 'enrollment'],
      ['judgement', 'judgment'],
    ]) {
      expect(termsOf(british).whole, british).toBe(termsOf(american).whole);
    }
  });

  it('leaves words that only look like a British spelling apart', () => {
    expect(termsOf('hour').whole).not.toBe(termsOf('hor').whole);
    expect(termsOf('raise').whole).not.toBe(termsOf('raze').whole);
    expect(termsOf('advise').whole).not.toBe(termsOf('advice').whole);
  });

  it("drops a possessive 's", () => {
    expect(termsOf("chatbot's").whole).toBe('chatbot');
  });
});

describe('words and indexTerms', () => {
  it('finds words with their positions', () => {
    expect(words('Verify the signature.')).toEqual([
      {text: 'Verify', start: 0},
      {text: 'the', start: 7},
      {text: 'signature', start: 11},
    ]);
  });

  it('indexes an identifier under itself and its parts', () => {
    expect(indexTerms('Send session_id')).toEqual(['send', 'session_id', 'session', 'id']);
  });
});

describe('keywordPhrase', () => {
  it("joins a keyword's terms, and keeps the question word of one that is one word without it", () => {
    expect(keywordPhrase('copy a chatbot')).toBe('copi chatbot');
    expect(keywordPhrase('who changed')).toBe('who chang');
    expect(keywordPhrase("What's new")).toBe('what new');
    expect(keywordPhrase('how many messages')).toBe('mani messag');
    expect(keywordPhrase('clone')).toBeNull();
    expect(keywordPhrase('the')).toBeNull();
  });
});
