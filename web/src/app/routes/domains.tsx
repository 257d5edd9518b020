import { MyDomainScreen } from '@/features/domains/components/my-domain-screen';

/**
 * beewatchagent/swarmdomain (the swarm coordinator's Swarm Domain, the spray liaison's Spray
 * Domain) and beeinspector/domain: the holder's own domain, read only.
 */
export const MyDomainRoute = MyDomainScreen;
