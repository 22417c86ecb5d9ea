ALTER TABLE `ledgers` ADD `owner_id` text;--> statement-breakpoint
-- Hidden quick rolls used to go to the channel's ledger, which anyone's /verify published. An unpublished
-- channel ledger that holds hidden rolls becomes the sealed ledger of the one player who rolled hidden in
-- it, who alone may publish it; when several did, it has no owner and no one can publish it.
UPDATE `ledgers` SET `kind` = 'personal', `owner_id` = (
	SELECT CASE WHEN COUNT(DISTINCT `actor_id`) = 1 THEN MIN(`actor_id`) END FROM `rolls`
	WHERE `rolls`.`ledger_id` = `ledgers`.`id` AND json_extract(`rolls`.`audience`, '$.kind') = 'hidden'
)
WHERE `kind` = 'channel' AND `published_at` IS NULL AND EXISTS (
	SELECT 1 FROM `rolls` WHERE `rolls`.`ledger_id` = `ledgers`.`id` AND json_extract(`rolls`.`audience`, '$.kind') = 'hidden'
);
