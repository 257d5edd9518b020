export { DataTable, type DataTableProps } from './data-table';
export { CellStack } from './cell-stack';
export { infiniteRows, loadNextPage, type InfiniteList } from './infinite-paging';
export { setToggles } from './set-toggles';
export type { DataColumn, DataPaging, DataRowAttributes, DataSelection, DataSort } from './types';
