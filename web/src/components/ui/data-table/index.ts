export { DataTable, type DataTableProps } from './data-table';
export type { DataColumn, DataPaging, DataSelection, DataSort } from './types';
