/** The outreach domain's public surface: CRM mail and swarm thank-you messages (Administrator). */
export { countCrmRecipients, crmMailList, crmMailReport, sendCrmMail } from './crm-service.js';
export { sendSwarmThanks, swarmThanksList } from './thanks-service.js';
