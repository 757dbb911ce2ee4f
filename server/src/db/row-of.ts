/**
 * The row a repository's select answers, read from the query itself, so a column added to the
 * select is in the row's type without a second list: `type XRow = RowOf<typeof selectX>`.
 */
export type RowOf<Select extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<Select>['executeTakeFirstOrThrow']>
>;
