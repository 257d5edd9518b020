/** The send records of one alert (site table): partition `ALERTSEND#<AlertId>`, one item per channel and address. */
export const alertSendPartition = (alertId: string) => `ALERTSEND#${alertId}`;
