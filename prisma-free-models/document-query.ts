import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { DeletedDocument } from "./deleted-document";
import type { Employee } from "./employee";
import type { User } from "./user";

/** An employee's query about a deleted document. deletedDocumentId becomes null if the trash entry is purged. */
export class DocumentQuery extends Model<InferAttributes<DocumentQuery>, InferCreationAttributes<DocumentQuery>> {
  declare id: CreationOptional<number>;
  declare deletedDocumentId: CreationOptional<number | null>;
  declare employeeId: number;
  declare reason: string;
  declare status: CreationOptional<"pending" | "reviewed" | "restored" | "denied">;
  declare reviewedAt: CreationOptional<Date | null>;
  declare reviewedBy: CreationOptional<number | null>;
  declare reviewNote: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare deletedDocument?: NonAttribute<DeletedDocument>;
  declare employee?: NonAttribute<Employee>;
  declare reviewer?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    DocumentQuery.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        deletedDocumentId: DataTypes.INTEGER,
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        reason: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        reviewedAt: DataTypes.DATE,
        reviewedBy: DataTypes.INTEGER,
        reviewNote: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "document_queries", underscored: true },
    );
  }
}
