// The form made from a tool's JSON Schema: which control each property gets, and the arguments (or problems) the
// inputs make.
import { describe, expect, it } from 'vitest';
import { formArguments, formFields, initialValues } from './schema-form';

const schema = {
  type: 'object',
  properties: {
    note: { type: 'string', description: 'optional text' },
    message: { type: 'string', minLength: 2 },
    count: { type: 'integer', minimum: 1, maximum: 10, default: 3 },
    ratio: { type: 'number' },
    loud: { type: 'boolean' },
    strict: { type: 'boolean', default: true },
    mode: { type: 'string', enum: ['fast', 'slow'] },
    tags: { type: 'array', items: { type: 'string' } },
    sizes: { type: 'array', items: { type: 'integer' } },
    options: { type: 'object', properties: { a: { type: 'string' } } },
    maybe: { type: ['string', 'null'] },
  },
  required: ['message', 'count', 'loud'],
};

describe('formFields', () => {
  it('puts required fields first and picks a control per type', () => {
    const fields = formFields(schema);
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['message', 'string', true],
      ['count', 'integer', true],
      ['loud', 'boolean', true],
      ['note', 'string', false],
      ['ratio', 'number', false],
      ['strict', 'boolean', false],
      ['mode', 'enum', false],
      ['tags', 'array', false],
      ['sizes', 'array', false],
      ['options', 'json', false],
      ['maybe', 'string', false],
    ]);
    expect(fields.find((f) => f.name === 'sizes')!.itemKind).toBe('integer');
  });

  it('has no fields for a tool without arguments', () => {
    expect(formFields({ type: 'object' })).toEqual([]);
    expect(formFields(undefined)).toEqual([]);
  });

  it('starts from the defaults', () => {
    const values = initialValues(formFields(schema));
    expect(values).toMatchObject({ count: '3', loud: false, strict: true, message: '', mode: '' });
  });
});

describe('formArguments', () => {
  const fields = formFields(schema);
  const base = { ...initialValues(fields), message: 'hi', loud: true };

  it('makes typed arguments and leaves empty optional fields out', () => {
    const built = formArguments(fields, {
      ...base,
      ratio: '0.5',
      mode: '1',
      tags: 'a\n b \n\n',
      sizes: '1\n2',
      options: '{"a":"x"}',
      strict: 'false',
    });
    expect(built.errors).toEqual({});
    expect(built.arguments).toEqual({
      message: 'hi',
      count: 3,
      loud: true,
      ratio: 0.5,
      strict: false,
      mode: 'slow',
      tags: ['a', ' b '],
      sizes: [1, 2],
      options: { a: 'x' },
    });
  });

  it('names every problem before anything is sent', () => {
    const built = formArguments(fields, { ...base, message: 'x', count: '2.5', ratio: 'abc', sizes: '1\nz', options: '{oops' });
    expect(built.errors).toEqual({
      message: { key: 'mcpPlayground.form.minLength', values: { min: 2 } },
      count: { key: 'mcpPlayground.form.integer' },
      ratio: { key: 'mcpPlayground.form.number' },
      sizes: { key: 'mcpPlayground.form.number' },
      options: { key: 'mcpPlayground.form.json' },
    });
    expect(formArguments(fields, { ...base, count: '11' }).errors).toEqual({ count: { key: 'mcpPlayground.form.max', values: { max: 10 } } });
    expect(formArguments(fields, { ...base, message: '' }).errors).toEqual({ message: { key: 'mcpPlayground.form.required' } });
  });
});
