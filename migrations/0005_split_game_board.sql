ALTER TABLE `campaigns` ADD `game` text;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `board` text;--> statement-breakpoint
-- Data: the game and the board move out of the state document into their own columns.
UPDATE `campaigns` SET `game` = json_extract(`state`, '$.game'), `board` = json_extract(`state`, '$.board'), `state` = json_remove(`state`, '$.game', '$.board');
