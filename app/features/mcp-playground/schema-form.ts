// A form from a tool's JSON Schema: one field per property (text, number, whole number, yes/no, choice, list of
// simple values one per line, and JSON for anything else), and the arguments it makes, checked before sending.
import type { TJsonSchema } from './mcp-playground.schema';

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'array' | 'json';
export type SimpleKind = 'string' | 'number' | 'integer' | 'boolean';

export interface FormField {
  name: string;
  label: string;
  description?: string;
  required: boolean;
  kind: FieldKind;
  /** Choices of an enum, as the schema lists them. */
  options?: unknown[];
  /** Kind of each item of an array field. */
  itemKind?: SimpleKind;
  schema: TJsonSchema;
}

/** The value an input holds: text for text, number, list and JSON fields; true/false/'' for yes/no. */
export type FieldValue = string | boolean;

/** A problem with one field, as a catalogue key and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

const SIMPLE = new Set(['string', 'number', 'integer', 'boolean']);

/** The schema's one type besides null (`["string", "null"]` is a string that may be left out). */
function typeOf(schema: TJsonSchema): string | undefined {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  if (schema.type) return schema.type;
  if (schema.enum) return 'enum';
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const types = union.filter((s) => s.type !== 'null');
    if (types.length === 1) return typeOf(types[0]!);
  }
  return undefined;
}

function fieldOf(name: string, schema: TJsonSchema, required: boolean): FormField {
  const base = { name, label: schema.title || name, description: schema.description, required, schema };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { ...base, kind: 'enum', options: schema.enum };
  const type = typeOf(schema);
  if (type && SIMPLE.has(type)) return { ...base, kind: type as SimpleKind };
  if (type === 'array' && schema.items) {
    const itemType = typeOf(schema.items);
    if (itemType && SIMPLE.has(itemType) && !schema.items.enum) return { ...base, kind: 'array', itemKind: itemType as SimpleKind };
  }
  return { ...base, kind: 'json' };
}

/** The fields of an object schema, required ones first, each in the order the schema lists it. */
export function formFields(schema: TJsonSchema | undefined): FormField[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const fields = Object.entries(properties).map(([name, property]) => fieldOf(name, property ?? {}, required.has(name)));
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** Inputs filled with the schema's defaults. */
export function initialValues(fields: readonly FormField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const fallback = field.schema.default;
    if (field.kind === 'boolean') values[field.name] = typeof fallback === 'boolean' ? fallback : field.required ? false : '';
    else if (fallback === undefined) values[field.name] = '';
    else if (field.kind === 'array' && Array.isArray(fallback)) values[field.name] = fallback.map(String).join('\n');
    else if (field.kind === 'json') values[field.name] = JSON.stringify(fallback, null, 2);
    else if (field.kind === 'enum') values[field.name] = String(field.options?.indexOf(fallback) ?? '');
    else values[field.name] = String(fallback);
  }
  return values;
}

function simpleValue(kind: SimpleKind, text: string, schema: TJsonSchema): { value?: unknown; error?: FieldError } {
  if (kind === 'string') {
    if (schema.minLength !== undefined && text.length < schema.minLength) return { error: { key: 'mcpPlayground.form.minLength', values: { min: schema.minLength } } };
    if (schema.maxLength !== undefined && text.length > schema.maxLength) return { error: { key: 'mcpPlayground.form.maxLength', values: { max: schema.maxLength } } };
    return { value: text };
  }
  if (kind === 'boolean') {
    if (text === 'true') return { value: true };
    if (text === 'false') return { value: false };
    return { error: { key: 'mcpPlayground.form.boolean' } };
  }
  const number = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(number)) return { error: { key: 'mcpPlayground.form.number' } };
  if (kind === 'integer' && !Number.isInteger(number)) return { error: { key: 'mcpPlayground.form.integer' } };
  if (schema.minimum !== undefined && number < schema.minimum) return { error: { key: 'mcpPlayground.form.min', values: { min: schema.minimum } } };
  if (schema.maximum !== undefined && number > schema.maximum) return { error: { key: 'mcpPlayground.form.max', values: { max: schema.maximum } } };
  return { value: number };
}

/**
 * The tool's arguments from the inputs, or the problems per field. An optional field left empty is left out; a
 * required one is a problem.
 */
export function formArguments(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
): { arguments: Record<string, unknown>; errors: Record<string, FieldError> } {
  const args: Record<string, unknown> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (field.kind === 'boolean') {
      if (typeof raw === 'boolean') args[field.name] = raw;
      else if (raw === 'true' || raw === 'false') args[field.name] = raw === 'true';
      else if (field.required) errors[field.name] = { key: 'mcpPlayground.form.required' };
      continue;
    }
    const text = typeof raw === 'string' ? raw : '';
    const empty = field.kind === 'string' ? text === '' : text.trim() === '';
    if (empty) {
      if (field.required) errors[field.name] = { key: 'mcpPlayground.form.required' };
      continue;
    }
    switch (field.kind) {
      case 'enum': {
        const index = Number(text);
        if (!Number.isInteger(index) || !field.options || index < 0 || index >= field.options.length) {
          errors[field.name] = { key: 'mcpPlayground.form.required' };
        } else {
          args[field.name] = field.options[index];
        }
        break;
      }
      case 'array': {
        const items: unknown[] = [];
        for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
          const item = simpleValue(field.itemKind!, field.itemKind === 'string' ? line : line.trim(), field.schema.items ?? {});
          if (item.error) {
            errors[field.name] = item.error;
            break;
          }
          items.push(item.value);
        }
        if (!errors[field.name]) args[field.name] = items;
        break;
      }
      case 'json':
        try {
          args[field.name] = JSON.parse(text);
        } catch {
          errors[field.name] = { key: 'mcpPlayground.form.json' };
        }
        break;
      default: {
        const item = simpleValue(field.kind, text, field.schema);
        if (item.error) errors[field.name] = item.error;
        else args[field.name] = item.value;
      }
    }
  }
  return { arguments: args, errors };
}
