import {describe, expect, it} from 'vitest';
import {partsLeftOut} from './leave-out';

describe('HELP_DOCS_WITHOUT (src/leave-out.ts)', () => {
  it('a build that ships leaves nothing out', () => {
    expect(partsLeftOut('')).toEqual([]);
  });

  it('names the parts a measuring build leaves out', () => {
    expect(partsLeftOut('split-entry, slim-prism')).toEqual(['split-entry', 'slim-prism']);
  });

  it('fails on a part it does not know, listing the known ones', () => {
    expect(() => partsLeftOut('split-entries')).toThrow(
      /HELP_DOCS_WITHOUT names "split-entries", which is not a part.*Known parts \(src\/leave-out\.ts\): .*split-entry/,
    );
  });
});
