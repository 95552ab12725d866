// Checks tool arguments against the JSON Schema of a method's input, so that a model gets every mistake back as a
// tool error it can correct, before any request is sent. It knows the keywords the generator writes (type,
// properties, required, items, enum, anyOf, additionalProperties) and lets anything else through.

export interface JSONSchema {
  type?: string | string[];
  properties?: Record<string, JSONSchema>;
  required?: string[];
  items?: JSONSchema;
  enum?: unknown[];
  anyOf?: JSONSchema[];
  additionalProperties?: boolean | JSONSchema;
  description?: string;
  [key: string]: unknown;
}

// At most this many problems are reported: the first ones are enough to correct a call.
const maxProblems = 20;

/** The problems of a value against a schema, each as `<path>: <what is wrong>`; empty when the value is valid. */
export function validate(schema: JSONSchema, value: unknown, path = 'arguments'): string[] {
  const problems: string[] = [];
  check(schema, value, path, problems);
  return problems.slice(0, maxProblems);
}

function check(schema: JSONSchema, value: unknown, path: string, problems: string[]): void {
  if (problems.length >= maxProblems) {
    return;
  }
  if (schema.enum && !schema.enum.some((allowed) => sameValue(allowed, value))) {
    problems.push(`${path}: must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
    return;
  }
  if (schema.anyOf && schema.anyOf.length > 0) {
    if (!schema.anyOf.some((variant) => validate(variant, value, path).length === 0)) {
      problems.push(`${path}: matches none of the ${schema.anyOf.length} allowed shapes`);
    }
    return;
  }
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types && !types.some((t) => hasType(t, value))) {
    problems.push(`${path}: must be ${types.map(article).join(' or ')}, not ${describe(value)}`);
    return;
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, i) => check(schema.items!, item, `${path}[${i}]`, problems));
  }
  if (isObject(value)) {
    checkObject(schema, value, path, problems);
  }
}

function checkObject(
  schema: JSONSchema,
  value: Record<string, unknown>,
  path: string,
  problems: string[],
): void {
  for (const name of schema.required ?? []) {
    if (value[name] === undefined) {
      problems.push(`${path}.${name}: required, and missing`);
    }
  }
  for (const [name, item] of Object.entries(value)) {
    const property = schema.properties?.[name];
    if (property) {
      check(property, item, `${path}.${name}`, problems);
    } else if (schema.additionalProperties === false) {
      problems.push(`${path}.${name}: unknown property`);
    } else if (isObject(schema.additionalProperties)) {
      check(schema.additionalProperties, item, `${path}.${name}`, problems);
    }
  }
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'null':
      return value === null;
  }
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  if (typeof value === 'number' && Number.isInteger(value)) {
    return `the integer ${value}`;
  }
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${JSON.stringify(value)}`;
}
