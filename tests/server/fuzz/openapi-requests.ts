/**
 * Malformed requests drawn from the API's own OpenAPI document with fast-check: every
 * operation, its path, query, headers and body, where each request breaks at least one of them.
 * A broken part is the wrong type, out of range, too long, NUL-laden, badly encoded or missing;
 * the rest is valid or broken at random, so the server's deeper code is reached as well.
 */
import fc from 'fast-check';

/** The subset of JSON Schema the API's TypeBox schemas use. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}

export type Auth = 'bearer' | 'trader' | 'none';

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The documented body, or null for a body the document does not describe (multipart). */
  body: { type: string; schema: Schema } | null;
  auth: Auth;
}

/** Every operation of an OpenAPI document. */
export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const [bodyType, bodySchema] = Object.entries(content ?? {})[0] ?? [];
      const security = JSON.stringify(operation.security ?? []);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: bodyType ? { type: bodyType, schema: bodySchema!.schema } : null,
        auth: security.includes('traderKey') ? 'trader' : security.includes('bearer') ? 'bearer' : 'none',
      });
    }
  }
  return operations;
}

/** Values any field may receive from a careless or hostile client. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFEFF',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '0x10',
  '1.5',
  ' 1',
  '٣',
  'null',
  'true',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${7*7}',
  '__proto__',
  'عباية 👗 ',
  'ا'.repeat(5_000),
  'x'.repeat(70_000),
];

const NASTY_NUMBERS = [-1, 0, 0.5, -0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}, [null], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const clampInt = (n: number) => Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));

/** A value the schema accepts. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: clampInt(schema.minimum ?? -(2 ** 31)), max: clampInt(schema.maximum ?? 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 80, 80);
      if (schema.pattern && !schema.pattern.includes('\\u0000')) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
      return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
    }
    case 'array':
      return fc.array(valid(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valid(value)])), { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value the schema refuses, or one at its edges that the code behind it must survive. */
export function broken(schema: Schema): fc.Arbitrary<unknown> {
  const specific: fc.Arbitrary<unknown>[] = [];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const { minimum = 0, maximum = 2 ** 31 - 1 } = schema;
      specific.push(fc.constantFrom(minimum - 1, maximum + 1, minimum - 0.5, maximum * 10, String(maximum + 1), `${minimum}abc`, '1e309'));
      break;
    }
    case 'string': {
      const maxLength = schema.maxLength ?? 1_000;
      specific.push(
        fc.constant('x'.repeat(maxLength + 1)),
        valid(schema).map((s) => `${String(s)}\u0000`),
        fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 60) }),
      );
      break;
    }
    case 'array':
      specific.push(
        fc.array(broken(schema.items ?? {}), { minLength: 1, maxLength: 3 }),
        fc.array(valid(schema.items ?? {}), { minLength: (schema.maxItems ?? 50) + 1, maxLength: (schema.maxItems ?? 50) + 1 }),
      );
      break;
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length > 0) {
        const validProps = Object.fromEntries(keys.map((key) => [key, valid(properties[key]!)]));
        // One field broken, the others valid: reaches the checks behind the schema's.
        specific.push(
          fc.constantFrom(...keys).chain((key) => fc.record({ ...validProps, [key]: broken(properties[key]!) })),
          // A required field missing.
          fc.constantFrom(...keys).chain((key) => fc.record(validProps).map((value) => ({ ...value, [key]: undefined }))),
          // Keys that pollute prototypes where bodies are merged carelessly (JSON.parse makes them own keys).
          fc.record(validProps).map((value) => Object.assign(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}'), value)),
        );
      }
      break;
    }
  }
  return fc.oneof(junk, ...specific);
}

/** Valid twice as often as broken: most requests break one thing at a time. */
const either = (schema: Schema) => fc.oneof({ arbitrary: valid(schema), weight: 2 }, { arbitrary: broken(schema), weight: 1 });

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value));
/** A URL cannot carry a lone surrogate, which the generated strings may hold. */
const uri = (value: unknown) => encodeURIComponent(text(value).replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));

export interface FuzzRequest {
  method: string;
  url: string;
  /** Which caller the request comes as; the test turns it into an Authorization header. */
  caller: Caller;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The part that was broken on purpose. */
  broke: 'path' | 'query' | 'body' | 'headers' | 'caller';
}

/** Valid logins (A and B), none, and tokens that must be refused. */
export const CALLERS = ['shopperA', 'shopperB', 'none', 'garbage', 'foreignSecret', 'expired', 'unsigned', 'unknownUser', 'oldVersion', 'notBearer'] as const;
export type Caller = (typeof CALLERS)[number];
const BROKEN_CALLERS = CALLERS.filter((c) => c !== 'shopperA' && c !== 'shopperB' && c !== 'none');

/** Header values clients send by mistake; printable ASCII, as HTTP allows. */
const headerJunk = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(8_000), 'undefined', '*', 'ar;q=abc', 'en-US,en;q=0.9,ar;q=0.8', '../', '%00'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=abc',
  'application/octet-stream',
];

/** Bodies no encoder would write. */
const RAW_BODIES = [
  '{',
  '{"a":',
  '[',
  'null',
  '""',
  '1e309',
  '{"amount":1e309,"quantity":1e309,"product_id":1e309}',
  '{"product_id":-0}',
  '\uFEFF{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":"${'x'.repeat(200_000)}"}`,
  '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nSara',
  '--abc\r\nContent-Disposition: form-data; name="img"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--abc--\r\n',
  'name=%zz&email=%00',
];

const encodeForm = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? new URLSearchParams(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]): [string, string] => [k, text(v)])).toString()
    : text(value);

function multipartOf(fields: Record<string, unknown>): { type: string; payload: Buffer } {
  const boundary = 'fuzzboundary';
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) =>
      name === 'img'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n${text(value)}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(value)}\r\n`,
    );
  return { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) };
}

/** The profile form (multipart, not in the document as a schema): its fields, valid or not. */
const PROFILE_FIELDS = ['name', 'email', 'phone', 'location', 'postalCode', 'current_password', 'img'];

/** A body for the operation: valid or broken as `broke` says, encoded well or not. */
function bodyFor(operation: Operation, breakIt: boolean): fc.Arbitrary<{ type?: string; payload?: string | Buffer }> {
  const schema = operation.body?.schema ?? { type: 'object', properties: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, { type: 'string', maxLength: 300 }])) };
  const value = breakIt ? broken(schema) : valid(schema);
  const declared = operation.body?.type ?? 'multipart/form-data';
  const encode = (type: string, v: unknown) =>
    type.startsWith('multipart/') && v && typeof v === 'object' && !Array.isArray(v)
      ? multipartOf(v as Record<string, unknown>)
      : { type, payload: type === 'application/x-www-form-urlencoded' ? encodeForm(v) : JSON.stringify(v) ?? '' };
  const wellEncoded = value.map((v) => encode(declared, v));
  if (!breakIt) return wellEncoded;
  return fc.oneof(
    { arbitrary: wellEncoded, weight: 5 },
    { arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...RAW_BODIES)).map(([type, payload]) => ({ type, payload })), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), valid(schema)).map(([type, v]) => ({ type, payload: type.startsWith('multipart/') ? encode(type, v).payload : encodeForm(v) })), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ type: declared, payload: Buffer.from(bytes) })), weight: 1 },
    { arbitrary: fc.constant({ type: declared }), weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** Path segments that are not what the route expects. */
const brokenSegment = fc.oneof(
  broken({ type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 }).map((v) => uri(v)),
  fc.constantFrom('%00', '%', '%zz', '..%2F..%2Fetc', '%2e%2e', 'a%20b', '1;1', '1.0', '+1', '٣', '9'.repeat(400)),
);

/**
 * One malformed request for the operation. `known` holds real values for path parameters (the
 * shoppers' order ids, cart lines, chat keys, payment ids), so broken bodies reach real records.
 */
export function requestFor(operation: Operation, known: Record<string, string[]>): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');
  const hasBody = operation.body !== null || ['POST', 'PUT', 'PATCH'].includes(operation.method);
  const parts: FuzzRequest['broke'][] = ['query', 'headers', 'caller'];
  if (pathParams.length) parts.push('path');
  if (hasBody) parts.push('body', 'body');

  return fc.constantFrom(...parts).chain((broke) => {
    const segment = (p: Parameter) => {
      const good = fc.oneof(valid(p.schema).map((v) => uri(v)), ...(known[p.name]?.length ? [fc.constantFrom(...known[p.name]!)] : []));
      return broke === 'path' ? fc.oneof(good, brokenSegment) : good;
    };
    const path = fc.tuple(...pathParams.map(segment)).map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i]!), operation.path));

    const queryValue = (p: Parameter) => fc.option(broke === 'query' ? either(p.schema) : valid(p.schema), { nil: undefined, freq: 3 });
    const query = fc
      .tuple(
        fc.tuple(...queryParams.map(queryValue)),
        broke === 'query'
          ? fc.oneof(
              fc.constantFrom('', '&page=1&page=2', '&page[]=1', '&%zz=1', '&=x', '&&&', '&a=%00', '&after=-1&after=x', `&q=${'a'.repeat(10_000)}`),
              fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }).map((d) => `&${new URLSearchParams(d).toString()}`),
            )
          : fc.constant(''),
      )
      .map(([values, extra]) => {
        const pairs = queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [`${encodeURIComponent(p.name)}=${uri(values[i])}`]));
        const search = `${pairs.join('&')}${extra}`.replace(/^&/, '');
        return search ? `?${search}` : '';
      });

    const headers = fc
      .record({
        lang: broke === 'headers' ? fc.oneof(fc.constantFrom('ar', 'en'), headerJunk) : fc.constantFrom('ar', 'en'),
        trader: fc.constantFrom('valid', 'wrong', 'none'),
        traderJunk: headerJunk,
        declared: fc.tuple(...headerParams.map((p) => (broke === 'headers' ? fc.oneof(valid(p.schema), headerJunk) : valid(p.schema)))),
      })
      .map(({ lang, trader, traderJunk, declared }) => {
        const result: Record<string, string> = { 'accept-language': lang };
        if (trader === 'valid') result['x-trader-key'] = 'TRADER_KEY';
        if (trader === 'wrong') result['x-trader-key'] = broke === 'headers' ? traderJunk : 'not-the-trader-key';
        headerParams.forEach((p, i) => {
          // HTTP headers are printable ASCII; anything else never reaches a server.
          const value = text(declared[i]).replace(/[^\x20-\x7e]/g, '');
          if (value) result[p.name] = value;
        });
        return result;
      });

    const caller = broke === 'caller' ? fc.constantFrom(...BROKEN_CALLERS) : fc.constantFrom<Caller>('shopperA', 'shopperA', 'shopperB', 'none');
    const body = hasBody ? bodyFor(operation, broke === 'body') : fc.constant({} as { type?: string; payload?: string | Buffer });

    return fc.record({ path, query, headers, caller, body }).map(({ path: p, query: q, headers: h, caller: c, body: b }) => ({
      method: operation.method,
      url: `${p}${q}`,
      caller: c,
      headers: b.type ? { ...h, 'content-type': b.type } : h,
      payload: b.payload,
      broke,
    }));
  });
}
