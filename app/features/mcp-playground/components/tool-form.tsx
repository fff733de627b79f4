// A tool's arguments as a form generated from its input schema, checked before anything is sent.
import { LoaderCircle, Play } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import type { TJsonSchema } from '../mcp-playground.schema';
import { formArguments, formFields, initialValues, type FieldError, type FieldValue, type FormField } from '../schema-form';
import { FIELD, PRIMARY_BUTTON } from './styles';

function Control({ field, id, value, error, onChange }: { field: FormField; id: string; value: FieldValue; error?: FieldError; onChange: (v: FieldValue) => void }) {
  const t = useT();
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [error ? `${id}-error` : '', field.description ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
  };
  switch (field.kind) {
    case 'boolean':
      return field.required ? (
        <input {...common} type="checkbox" className="size-5 accent-brand-600" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
      ) : (
        <select {...common} className={FIELD} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('mcpPlayground.form.unset')}</option>
          <option value="true">{t('mcpPlayground.form.yes')}</option>
          <option value="false">{t('mcpPlayground.form.no')}</option>
        </select>
      );
    case 'enum':
      return (
        <select {...common} className={FIELD} value={String(value)} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t(field.required ? 'mcpPlayground.form.choose' : 'mcpPlayground.form.unset')}</option>
          {field.options!.map((option, i) => (
            <option key={i} value={String(i)}>
              {typeof option === 'string' ? option : JSON.stringify(option)}
            </option>
          ))}
        </select>
      );
    case 'array':
    case 'json':
      return (
        <textarea
          {...common}
          rows={field.kind === 'json' ? 5 : 3}
          spellCheck={false}
          className={`${FIELD} font-mono`}
          placeholder={field.kind === 'json' ? '{ }' : undefined}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
          className={FIELD}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

const KIND_HINT: Partial<Record<FormField['kind'], string>> = {
  array: 'mcpPlayground.form.arrayHint',
  json: 'mcpPlayground.form.jsonHint',
};

export function ToolForm({ toolName, schema, busy, onRun }: { toolName: string; schema: TJsonSchema; busy: boolean; onRun: (args: Record<string, unknown>) => void }) {
  const t = useT();
  const fields = useMemo(() => formFields(schema), [schema]);
  const [values, setValues] = useState(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = formArguments(fields, values);
    setErrors(built.errors);
    if (Object.keys(built.errors).length === 0) onRun(built.arguments);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="tool-form" aria-label={toolName}>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="mcpPlayground.tool.noArguments" />
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `arg-${toolName}-${field.name}`.replace(/[^A-Za-z0-9_-]/g, '_');
        const error = errors[field.name];
        const hint = KIND_HINT[field.kind];
        return (
          <div key={field.name} className="space-y-1.5">
            <label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium">
              <span className="break-all font-mono">{field.label}</span>
              <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                {field.kind === 'array' ? `${field.itemKind}[]` : field.kind}
                {field.required ? ' · ' + t('mcpPlayground.form.requiredTag') : ''}
              </span>
            </label>
            <Control field={field} id={id} value={values[field.name] ?? ''} error={error} onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))} />
            {field.description || hint ? (
              <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                {field.description}
                {field.description && hint ? ' · ' : ''}
                {hint ? t(hint) : ''}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="text-sm text-rose-600 dark:text-rose-400" data-testid="field-error">
                {t(error.key, error.values)}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className={PRIMARY_BUTTON} disabled={busy} data-testid="run-tool">
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Play aria-hidden="true" className="size-4" />}
        <FormattedMessage id="mcpPlayground.tool.run" />
      </button>
    </form>
  );
}
