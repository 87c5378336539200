// The header row of an admin table: each column's name, the numeric ones set right, and a column
// with no visible name (its buttons say what they do) named for screen readers only.
export interface Column {
  name: string;
  right?: boolean;
  hidden?: boolean;
}

export function AdminTableHead({ columns }: { columns: (string | Column)[] }) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <tr>
        {columns.map((column, i) => {
          const { name, right, hidden } = typeof column === 'string' ? { name: column } : column;
          const last = i === columns.length - 1;
          return (
            <th key={name} className={`py-2 ${last ? '' : 'pr-4 '}${right ? 'text-right ' : ''}font-medium`}>
              {hidden ? <span className="sr-only">{name}</span> : name}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
