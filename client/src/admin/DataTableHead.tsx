/** The column headings of a back-office table whose last column holds each row's buttons. */
export function DataTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
