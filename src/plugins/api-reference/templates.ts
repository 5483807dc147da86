/**
 * Sample templates, for the request builder: each generated sample cut at the places where the request's values
 * go (src/components/ApiReference/fill.ts fills them in the browser). The cuts are found by writing each value
 * the way the browser will (fill.ts) and finding it in the generator's output at its known place; a value not
 * found there fails the build, so the browser can never write a sample that differs from the generator's.
 */
import type {FilledRequest, Part, Slot, Target} from '../../api-model';
import {fillSlot, phpString, queryEncode} from '../../components/ApiReference/fill';
import type {HarRequest} from './snippets';

/** The request a HAR describes, as fill.ts takes it. */
export function filledFromHar(har: HarRequest): FilledRequest {
  const search = har.queryString.map(({name, value}) => [name, value] as [string, string]);
  const query = search.map(([name, value]) => `${queryEncode(name)}=${queryEncode(value)}`).join('&');
  const request: FilledRequest = {
    method: har.method,
    url: `${har.url}${query ? `?${query}` : ''}`,
    headers: har.headers.map(({name, value}) => [name, value]),
  };
  if (har.postData?.mimeType === 'application/json' && har.postData.text) {
    request.body = JSON.parse(har.postData.text);
  }
  if (har.postData?.params) {
    request.form = har.postData.params.map(({name, value, fileName}) =>
      fileName !== undefined ? {name, fileName} : {name, value: value ?? ''},
    );
  }
  return request;
}

type Place = {slot: Slot; prefixes: string[]; once: boolean};

/** Where each value sits in a target's sample: what comes right before it. */
function placesOf(target: Target, request: FilledRequest): Place[] {
  const places: Place[] = [];
  const add = (slot: Slot, prefixes: string[], once = true) => places.push({slot, prefixes, once});
  const headers = request.headers.filter(([name]) => !(request.form && name.toLowerCase() === 'content-type'));
  switch (target) {
    case 'curl':
      add({slot: 'url'}, ['--url ']);
      for (const [name] of headers) add({slot: 'header', name}, ['--header ']);
      if (request.body !== undefined) add({slot: 'body'}, ['--data ']);
      for (const item of request.form ?? []) {
        add({slot: 'form', name: item.name}, [item.fileName !== undefined ? `--form ${item.name}=` : '--form ']);
      }
      break;
    case 'javascript':
      add({slot: 'url'}, ["fetch('"]);
      add({slot: 'options'}, ['const options = ']);
      for (const item of request.form ?? []) {
        if (item.fileName === undefined) {
          add({slot: 'form', name: item.name}, [`form.append('${item.name}', `]);
        } else {
          // A file is read from disk and named (snippets.ts `withFileFromDisk`):
          // `openAsBlob('a.pdf', {type: 'application/pdf'}), 'a.pdf'`; the type follows the file the reader names.
          add({slot: 'form', name: item.name}, ['openAsBlob(', '), ', '}), '], false);
          add({slot: 'fileType', name: item.name}, ['{type: ']);
        }
      }
      break;
    case 'python':
      add({slot: 'url'}, ['url = "']);
      for (const [name] of headers) add({slot: 'header', name}, [`"${name}": "`]);
      if (request.body !== undefined) add({slot: 'body'}, ['payload = ']);
      for (const item of request.form ?? []) {
        if (item.fileName === undefined) {
          add({slot: 'form', name: item.name}, [`"${item.name}": `]);
        } else {
          // `("a.pdf", open("a.pdf", "rb"), "application/pdf")`: the type follows the file the reader names.
          add({slot: 'form', name: item.name}, ['(', 'open('], false);
          add({slot: 'fileType', name: item.name}, ['"rb"), ']);
        }
      }
      break;
    case 'php':
      add({slot: 'url'}, ['CURLOPT_URL => ']);
      for (const [name] of headers) add({slot: 'header', name}, [`"${name}: `]);
      if (request.body !== undefined) add({slot: 'body'}, ['CURLOPT_POSTFIELDS => json_encode(']);
      for (const item of request.form ?? []) {
        if (item.fileName === undefined) {
          add({slot: 'form', name: item.name}, [`'${item.name}' => `]);
        } else {
          // `new CURLFile('a.pdf', 'application/pdf')` (snippets.ts `phpUpload`): the type follows the file.
          add({slot: 'form', name: item.name}, ['new CURLFile(']);
          add({slot: 'fileType', name: item.name}, [`${phpString(item.fileName)}, `]);
        }
      }
      break;
  }
  return places;
}

/**
 * Cuts a generated sample into text and slots. Throws when a value is not where the generator writes it, or
 * not written the way fill.ts writes it: the message names the operation, the language and the value.
 */
export function templateOf(code: string, target: Target, request: FilledRequest, operationId: string): Part[] {
  type Cut = {start: number; end: number; slot: Slot};
  const cuts: Cut[] = [];
  for (const place of placesOf(target, request)) {
    const text = fillSlot(target, place.slot, request);
    const found: Cut[] = [];
    for (let at = code.indexOf(text); at >= 0; at = code.indexOf(text, at + 1)) {
      if (place.prefixes.some((prefix) => code.slice(0, at).endsWith(prefix))) {
        found.push({start: at, end: at + text.length, slot: place.slot});
      }
    }
    const name = 'name' in place.slot ? ` ${place.slot.name}` : '';
    if (found.length === 0 || (place.once && found.length > 1)) {
      throw new Error(
        `${operationId}, ${target} sample: the ${place.slot.slot}${name} slot ${found.length === 0 ? 'is not' : 'is more than once'} ` +
          `where the generator writes it (after ${place.prefixes.map((prefix) => JSON.stringify(prefix)).join(' or ')}). ` +
          `Expected ${JSON.stringify(text)}. The sample generator's output and src/components/ApiReference/fill.ts disagree: ` +
          'make fill.ts write it the way the generator does.',
      );
    }
    cuts.push(...found);
  }
  cuts.sort((a, b) => a.start - b.start);
  const parts: Part[] = [];
  let at = 0;
  for (const cut of cuts) {
    if (cut.start < at) throw new Error(`${operationId}, ${target} sample: two slots overlap.`);
    if (cut.start > at) parts.push(code.slice(at, cut.start));
    parts.push(cut.slot);
    at = cut.end;
  }
  if (at < code.length) parts.push(code.slice(at));
  return parts;
}
