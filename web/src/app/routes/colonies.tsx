import { ColoniesScreen } from '@/features/colonies/components/colonies-screen';
import { ColonyRecordScreen } from '@/features/colonies/components/colony-record-screen';
import { QrBatchesScreen } from '@/features/colonies/components/qr-batches-screen';
import { ReprintScreen } from '@/features/colonies/components/reprint-screen';

// Colonies and QR labels (role-screens §1.11, §1.12, §1.14, §5.4, §5.5).
export const QrBatchesRoute = QrBatchesScreen;
export const ReprintQrRoute = ReprintScreen;
export const ColoniesRoute = ColoniesScreen;
export const ColonyRecordRoute = ColonyRecordScreen;
