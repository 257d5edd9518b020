import { InspectorApiariesScreen } from '@/features/inspections/components/apiaries-screen';
import { InspectionHistoryScreen } from '@/features/inspections/components/inspection-history-screen';

/** beeinspector/apiaries: the bee inspector's landing (worklist, map, cases, season figures). */
export const InspectorApiariesRoute = InspectorApiariesScreen;

/** beeinspector/inspectionhistory: the domain's inspections, filters, notices and exports. */
export const InspectionHistoryRoute = InspectionHistoryScreen;
