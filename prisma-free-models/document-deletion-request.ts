import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/** A request to delete an employee document. documentId has no foreign key: the request outlives the document. */
export class DocumentDeletionRequest extends Model<
  InferAttributes<DocumentDeletionRequest>,
  InferCreationAttributes<DocumentDeletionRequest>
> {
  declare id: CreationOptional<number>;
  declare documentId: number;
  declare requestedBy: CreationOptional<number | null>;
  declare reason: string;
  declare status: CreationOptional<string>;
  declare approvedBy: CreationOptional<number | null>;
  declare approvalReason: CreationOptional<string | null>;
  declare backupPath: CreationOptional<string | null>;
  declare requestedAt: CreationOptional<Date>;
  declare resolvedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare requester?: NonAttribute<User>;
  declare approver?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    DocumentDeletionRequest.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        documentId: { type: DataTypes.INTEGER, allowNull: false },
        requestedBy: DataTypes.INTEGER,
        reason: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        approvedBy: DataTypes.INTEGER,
        approvalReason: DataTypes.TEXT,
        backupPath: DataTypes.STRING(1000),
        requestedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        resolvedAt: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "document_deletion_requests", underscored: true },
    );
  }
}
