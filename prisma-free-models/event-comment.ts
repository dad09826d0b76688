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
import type { Event } from "./event";

/** A comment on an event; blank comments are refused by a CHECK. */
export class EventComment extends Model<InferAttributes<EventComment>, InferCreationAttributes<EventComment>> {
  declare id: CreationOptional<number>;
  declare eventId: number;
  declare employeeId: number;
  declare comment: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare event?: NonAttribute<Event>;
  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    EventComment.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        eventId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        comment: { type: DataTypes.TEXT, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "event_comments", underscored: true },
    );
  }
}
