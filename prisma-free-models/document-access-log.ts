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

/** Who viewed or downloaded which document (documentId of documentKind: employee, hr or she); no created_at/updated_at columns. */
export class DocumentAccessLog extends Model<InferAttributes<DocumentAccessLog>, InferCreationAttributes<DocumentAccessLog>> {
  declare id: CreationOptional<number>;
  declare documentId: number;
  declare employeeId: CreationOptional<number | null>;
  declare accessedAt: CreationOptional<Date>;
  declare ipAddress: CreationOptional<string | null>;
  declare documentKind: "employee" | "hr" | "she" | "ee_minutes" | "ee_policy" | "ee_document";
  declare userId: CreationOptional<number | null>;
  declare action: "view" | "download";

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
        documentKind: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "hr" },
        userId: DataTypes.INTEGER,
        action: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "view" },
      },
      { sequelize, tableName: "document_access_log", underscored: true, timestamps: false },
    );
  }
}
