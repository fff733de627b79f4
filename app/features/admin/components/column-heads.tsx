// The header cells of the staff console's tables: a message id per column, optionally right-aligned.
import { FormattedMessage } from '~/i18n/intl';

export function ColumnHeads({ columns }: { columns: (string | [string, 'right'])[] }) {
  return (
    <>
      {columns.map((column) => {
        const [id, align] = typeof column === 'string' ? [column, undefined] : column;
        return (
          <th key={id} scope="col" className={`px-4 py-2.5 font-medium${align === 'right' ? ' text-right' : ''}`}>
            <FormattedMessage id={id} />
          </th>
        );
      })}
    </>
  );
}
