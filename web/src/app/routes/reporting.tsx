import { ReportingScreen } from '@/features/tracking/components/reporting-screen';

/** /bscontroller and /bscontroller/reporting (spec §2.7). */
export const ReportingRoute = ReportingScreen;
