import { ApiaryFormScreen, MyApiariesScreen } from '@/features/apiaries/components/apiary-screens';
import {
  ActivityHornetPage,
  HornetAppMapPage,
  HornetOpenMapPage,
} from '@/features/hornet-maps/components/hornet-map-pages';
import { SprayMapScreen } from '@/features/spray-map/components/spray-map-screen';
import { FieldFormScreen, FieldListScreen } from '@/features/treatments/components/field-screens';
import { ScheduleFormScreen, ScheduleListScreen } from '@/features/treatments/components/schedule-screens';
import {
  PesticideMapScreen,
  WeekCalendarScreen,
} from '@/features/treatments/components/week-and-map-screens';

// Screens (spec §2.1, §2.4): apiaries, treatments, the spray liaison's map, hornet maps.
export const MyApiariesRoute = MyApiariesScreen;
export const AddApiaryRoute = () => <ApiaryFormScreen mode="add" />;
export const EditApiaryRoute = () => <ApiaryFormScreen mode="edit" />;
export const PesticideMapRoute = PesticideMapScreen;
export const FieldListRoute = FieldListScreen;
export const AddFieldRoute = FieldFormScreen;
export const ScheduleListRoute = ScheduleListScreen;
export const AddScheduleRoute = () => <ScheduleFormScreen mode="add" />;
export const EditScheduleRoute = () => <ScheduleFormScreen mode="edit" />;
export const WeekCalendarRoute = WeekCalendarScreen;
export const SprayMapRoute = SprayMapScreen;
export const HornetAppMapRoute = HornetAppMapPage;
export const HornetOpenMapRoute = HornetOpenMapPage;
export const ActivityHornetRoute = ActivityHornetPage;
