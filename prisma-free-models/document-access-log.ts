import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { HrDocument } from "./hr-document";

/** Who opened which HR document (documentId references hr_documents); no created_at/updated_at columns. */
export class DocumentAccessLog extends Model<InferAttributes<DocumentAccessLog>, InferCreationAttributes<DocumentAccessLog>> {
  declare id: CreationOptional<number>;
  declare documentId: number;
  declare employeeId: CreationOptional<number | null>;
  declare accessedAt: CreationOptional<Date>;
  declare ipAddress: CreationOptional<string | null>;

  declare document?: NonAttribute<HrDocument>;
  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    DocumentAccessLog.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        documentId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: DataTypes.INTEGER,
        accessedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        ipAddress: DataTypes.STRING(64),
      },
      { sequelize, tableName: "document_access_log", underscored: true, timestamps: false },
    );
  }
}
