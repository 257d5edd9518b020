import * as z from 'zod/mini';
import {
  CrmQuery,
  CrmRow,
  Mixture,
  MixtureIdQuery,
  MixtureInput,
  Product,
  ProductIdQuery,
  ProductInput,
  ProductListQuery,
  RetireProductRequest,
  ScheduleChoices,
  Substance,
  SubstanceInput,
  SubstanceListQuery,
  TrafficLightData,
  TrafficLightQuery,
} from '../schemas/index.js';
import { ADMINISTRATOR, defineRoutes, NO_DATA, PESTICIDE_USER } from './define.js';

const SubstanceIdQuery = z.object({ SubstanceID: Substance.shape.SubstanceID });

/**
 * The pesticides area: active substances (admin/pesticidelist), the product catalogue
 * (admin/pesticideproducts, admin/addproduct), pesticide-user relations (admin/crmpesticides),
 * and the pesticide user's product finder and tank mixes (pesticide/treatmentsdatabase).
 * SaveMixture and GetTrafficLightUrl are the spec §7.3 names.
 */
export const PESTICIDES = defineRoutes('pesticides', {
  substanceList: {
    method: 'GET',
    path: 'admin/PesticideList',
    roles: ADMINISTRATOR,
    query: SubstanceListQuery,
    response: z.array(Substance),
    paged: true,
  },
  getSubstance: {
    method: 'GET',
    path: 'admin/GetPesticide',
    roles: ADMINISTRATOR,
    query: SubstanceIdQuery,
    response: Substance,
  },
  saveSubstance: {
    method: 'POST',
    path: 'admin/AddOrUpdatePesticide',
    roles: ADMINISTRATOR,
    body: SubstanceInput,
    response: Substance,
  },
  productList: {
    method: 'GET',
    path: 'admin/PesticideProducts',
    roles: ADMINISTRATOR,
    query: ProductListQuery,
    response: z.array(Product),
    paged: true,
  },
  getProduct: {
    method: 'GET',
    path: 'admin/GetProduct',
    roles: ADMINISTRATOR,
    query: ProductIdQuery,
    response: Product,
  },
  saveProduct: {
    method: 'POST',
    path: 'admin/AddOrUpdateProduct',
    roles: ADMINISTRATOR,
    body: ProductInput,
    response: Product,
  },
  retireProduct: {
    method: 'POST',
    path: 'admin/RetireProduct',
    roles: ADMINISTRATOR,
    body: RetireProductRequest,
    response: Product,
  },
  crmPesticides: {
    method: 'GET',
    path: 'admin/CrmPesticides',
    roles: ADMINISTRATOR,
    query: CrmQuery,
    response: z.array(CrmRow),
    paged: true,
  },
  treatmentsDatabase: {
    method: 'GET',
    path: 'pesticide/TreatmentsDatabase',
    roles: PESTICIDE_USER,
    query: ProductListQuery,
    response: z.array(Product),
    paged: true,
  },
  scheduleChoices: {
    method: 'GET',
    path: 'pesticide/ScheduleProductChoices',
    roles: PESTICIDE_USER,
    response: ScheduleChoices,
  },
  myMixtures: {
    method: 'GET',
    path: 'pesticide/MyMixtures',
    roles: PESTICIDE_USER,
    response: z.array(Mixture),
  },
  saveMixture: {
    method: 'POST',
    path: 'pesticide/SaveMixture',
    roles: PESTICIDE_USER,
    body: MixtureInput,
    response: Mixture,
  },
  deleteMixture: {
    method: 'POST',
    path: 'pesticide/DeleteMixture',
    roles: PESTICIDE_USER,
    query: MixtureIdQuery,
    response: NO_DATA,
  },
  trafficLight: {
    method: 'GET',
    path: 'pesticide/GetTrafficLightUrl',
    roles: ['NonBeeKeeper', 'Administrator'],
    query: TrafficLightQuery,
    response: TrafficLightData,
  },
});
