import { CrmScreen } from '@/features/pesticides/components/crm-screen';
import { ProductFormScreen } from '@/features/pesticides/components/product-form-screen';
import { ProductListScreen } from '@/features/pesticides/components/product-list-screen';
import { SubstanceListScreen } from '@/features/pesticides/components/substance-list-screen';
import { TreatmentsDatabaseScreen } from '@/features/pesticides/components/treatments-database-screen';

// Pesticide reference data (role-screens §1.7–§1.10, §3.2): the administrator's substances,
// catalogue and relations screens, and the pesticide user's product finder with tank mixes.
export const SubstanceListRoute = SubstanceListScreen;
export const ProductListRoute = ProductListScreen;
export const ProductFormRoute = ProductFormScreen;
export const CrmPesticidesRoute = CrmScreen;
export const TreatmentsDatabaseRoute = TreatmentsDatabaseScreen;
