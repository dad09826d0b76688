import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * Outgoing mail, written in the same transaction as the change that causes it (with the
 * graphile-worker job that sends it). toAddresses is a comma-separated list; attempts and
 * lastError record the delivery attempts for the outbox page.
 */
export class MailOutbox extends Model<InferAttributes<MailOutbox>, InferCreationAttributes<MailOutbox>> {
  declare id: CreationOptional<number>;
  declare toAddresses: string;
  declare subject: string;
  declare textBody: CreationOptional<string | null>;
  declare htmlBody: CreationOptional<string | null>;
  declare status: CreationOptional<"pending" | "sent" | "failed">;
  declare attempts: CreationOptional<number>;
  declare lastError: CreationOptional<string | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare relatedType: CreationOptional<string | null>;
  declare relatedId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    MailOutbox.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        toAddresses: { type: DataTypes.TEXT, allowNull: false },
        subject: { type: DataTypes.TEXT, allowNull: false },
        textBody: DataTypes.TEXT,
        htmlBody: DataTypes.TEXT,
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastError: DataTypes.TEXT,
        sentAt: DataTypes.DATE,
        relatedType: DataTypes.STRING(50),
        relatedId: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "mail_outbox", underscored: true },
    );
  }
}
