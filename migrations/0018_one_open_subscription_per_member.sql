ALTER TABLE `coaching_subscriptions` ADD `checkout_url` text;--> statement-breakpoint
-- Before the index: a member may hold more than one open subscription (two checkouts, both paid). The newest open one
-- is kept (it is the one the coaching page shows and cancels); each older paid one is written to the audit log for an
-- administrator to stop and refund at the provider, then closed here with every older unpaid one.
INSERT INTO `admin_audit_log` (`admin_id`, `action`, `target_type`, `target_id`, `detail`)
SELECT NULL, 'subscription.duplicate_closed', 'coaching_subscription', CAST(`old`.`id` AS text),
	'A second open subscription of this member was closed: cancel it and refund it at ' || `old`.`provider` || ' (' || coalesce(`old`.`provider_subscription_id`, 'no provider subscription') || ').'
FROM `coaching_subscriptions` `old`
WHERE `old`.`status` IN ('active', 'past_due') AND EXISTS (
	SELECT 1 FROM `coaching_subscriptions` `newer`
	WHERE `newer`.`user_id` = `old`.`user_id` AND `newer`.`id` > `old`.`id`
		AND `newer`.`status` IN ('incomplete', 'active', 'past_due')
);--> statement-breakpoint
UPDATE `coaching_subscriptions` SET `status` = 'canceled'
WHERE `status` IN ('incomplete', 'active', 'past_due') AND EXISTS (
	SELECT 1 FROM `coaching_subscriptions` `newer`
	WHERE `newer`.`user_id` = `coaching_subscriptions`.`user_id` AND `newer`.`id` > `coaching_subscriptions`.`id`
		AND `newer`.`status` IN ('incomplete', 'active', 'past_due')
);--> statement-breakpoint
CREATE UNIQUE INDEX `coaching_subscriptions_one_open_per_user` ON `coaching_subscriptions` (`user_id`) WHERE status in ('incomplete', 'active', 'past_due');
